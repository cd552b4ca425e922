/** Constants of spec 1 (shell, access and views) §9, named after the spec's own terms. */

export const SESSION_REFRESH_MS = 300_000;
export const STATUS_BAR_HEIGHT_PX = 28;
export const TOAST_DURATION_MS = 3000;
/** A clock difference at or below this many seconds counts as none. */
export const CLOCK_SKEW_TOLERANCE_S = 5;
export const SIDEBAR_WIDTH_PX = 350;
export const ACTIVITY_BAR_WIDTH_PX = 56;
export const VIEW_PREVIEW_SIZE_PX = { width: 600, height: 338 } as const;
export const VIEW_PREVIEW_HOVER_MS = 300;
export const RECENT_VIEWS_MAX = 10;
export const WORKSPACE_CONFIG_VERSION = 'v2';
export const DEFAULT_ASPECT_RATIO = '16:9';
export const LAYOUT_CHANGE_DEBOUNCE_MS = 100;
export const LAYOUT_CHANGE_REENABLE_MS = 500;
export const LAYOUT_SIZE_TOLERANCE = 0.01;
export const UPDATE_RETRY_DELAY_MS = 1000;
export const CONTROLS_NARROW_THRESHOLD_PX = 500;
export const DEFAULT_LANGUAGE = 'en_US';
export const LANGUAGE_TAGS = ['en-US', 'ar-AE', 'pl-PL'] as const;
export const DEFAULT_THEME = 'purple';
export const PLAYER_CONNECTIONS = ['Cloud', 'Local', 'Auto'] as const;
export const DEFAULT_PLAYER_CONNECTION = 'Auto';
export const PLAYER_CONNECTION_STORAGE_KEY = 'connection';
export const ERROR_REPORTING_DEFAULT_SAMPLE_RATE = 1;
export const TABLE_COLUMN_MIN_WIDTH_PX = 50;

/** The interface id the Enterprise UI (desktop shell) requires. */
export const SOLID_GUI_ID = 'SOLID';

export const SYSTEM_STATUSES = ['ALERT', 'BROKEN', 'CRITICAL', 'OFFLINE', 'ONLINE', 'STARTING', 'STOPPING'] as const;
export type SystemStatus = (typeof SYSTEM_STATUSES)[number];

/** Reasons whose message starts with this are hidden by the system check (spec 1 §8). */
export const HIDDEN_REASON_PREFIX = 'Missing local disk space for';

/** Names of the server parameters the shell reads (spec 1 §3). */
export const SERVER_PARAMETER_NAMES = [
  'EMAIL_CAN_BE_SEND',
  'LICENSE_EXPIRE_TEXT',
  'SENTRY_ENABLED',
  'SENTRY_DSN',
  'SENTRY_TRACES_SAMPLE_RATE',
  'SENTRY_REPLAYS_SESSION_SAMPLE_RATE',
  'SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE',
] as const;
export type ServerParameterName = (typeof SERVER_PARAMETER_NAMES)[number];

/** Branding keys of spec 1 §3. */
export const BRANDING_KEYS = [
  'LOGO_PATH',
  'SOLID_LOGO_VISIBLE',
  'LOGIN_HEADER_COLOR',
  'LOGIN_FOOTER_COLOR',
  'LOGIN_BACKGROUND_PATH',
  'ICON_PATH',
  'OEM_COPYRIGHT',
  'COMPANY_NAME',
  'SUPPORT_PHONE',
  'SUPPORT_URL',
  'SUPPORT_EMAIL',
  'TRADEMARKS',
] as const;
export type BrandingKey = (typeof BRANDING_KEYS)[number];

export const SESSION_END_REASONS = ['SESSION_EXPIRED', 'TERMINATED'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];
