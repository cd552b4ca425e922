/** The actions a caller can be allowed, named `<resource type>:<Verb>` after the spec's resource
 *  types (spec 3 §3.6: device, group, object, policy, realm, schedule, set, statement, tour, user,
 *  zone; plus the console's own config, view, videoRequest and auditEntry). Policies' statements
 *  allow or deny them (access/policies); the `who` column says what the system-managed policies
 *  give: `member` actions are in Operator access, every governed action in Administrator access,
 *  and `owner` actions (one's own session and configuration) belong to the user and are not
 *  governed by policies at all. */

/** Who may take an action today: any member of the realm, an administrator of it, the user the
 *  resource belongs to, or that user and administrators. */
export type ActionRule = 'member' | 'admin' | 'owner' | 'ownerOrAdmin';

interface ActionDefinition {
  who: ActionRule;
  /** The refusal, in the wording clients already read. */
  denied: string;
  /** The action yields a camera's pixels (issue 27): on a device it needs READ_VIDEO there too. */
  yieldsPixels?: true;
}

const ADMIN_ONLY = 'Administrator rights required';

export const ACTIONS = {
  /** The realm's settings, status, parameters and live device updates. */
  'realm:Read': { who: 'member', denied: 'Access denied' },
  /** Moving one's own session to another realm one belongs to (spec 1 §7 setUserRealm). */
  'realm:Switch': { who: 'owner', denied: 'A user can switch only their own realm' },
  /** Device lists, coverage, snapshots, thumbnails, live and archive media (and their tickets). */
  'device:Read': { who: 'member', denied: 'Device not found', yieldsPixels: true },
  /** PTZ commands; locks and role priorities then decide among operators (spec 2 §6). */
  'device:Control': { who: 'member', denied: 'Device not found' },
  /** PTZ configuration. */
  'device:Configure': { who: 'admin', denied: ADMIN_ONLY },
  /** Reading the realm's audit entries (events). */
  'auditEntry:Read': { who: 'member', denied: 'Access denied' },
  /** Raising events on a camera (spec 2 §7 createEvent). */
  'auditEntry:Create': { who: 'member', denied: 'Access denied' },
  /** Acknowledging events (spec 3 §6: non-admins can acknowledge events). */
  'auditEntry:Acknowledge': { who: 'member', denied: 'Access denied' },
  /** Deleting a realm's expired events now (alert log DELETE /purge). */
  'auditEntry:Purge': { who: 'admin', denied: ADMIN_ONLY },
  /** Another member's name (and, with user:ReadContact, e-mail). */
  'user:Read': { who: 'member', denied: 'Access denied' },
  'user:ReadContact': { who: 'ownerOrAdmin', denied: 'Access denied' },
  /** One's own session, realms, interfaces and licence acceptance. */
  'user:ReadSelf': { who: 'owner', denied: 'Access denied' },
  'user:UpdateSelf': { who: 'owner', denied: 'Access denied' },
  /** Lifting a login lockout (spec 1 §4). */
  'user:Unblock': { who: 'admin', denied: ADMIN_ONLY },
  /** Users administration (spec 3 §7.2): listing with contact details, create, update, delete,
   *  setting another user's password and their visual configuration. */
  'user:Manage': { who: 'admin', denied: ADMIN_ONLY },
  /** Changing the realm's settings (spec 3 §7.2 updateRealm, updateCurrentRealm, validateEmail). */
  'realm:Update': { who: 'admin', denied: ADMIN_ONLY },
  /** The user audit: logins, lockouts and administrative changes (spec 1 §2.5 Access → Audit). */
  'auditEntry:ReadUserAudit': { who: 'admin', denied: ADMIN_ONLY },
  /** The per-user workspace configuration (solid config): its owner only. */
  'config:Read': { who: 'owner', denied: 'A user can use only their own configuration' },
  'config:Update': { who: 'owner', denied: 'A user can use only their own configuration' },
  /** The realm's shared views: everyone reads them; changing the list is sharing (spec 1 §5–§6). */
  'view:Read': { who: 'member', denied: 'Access denied' },
  'view:Share': { who: 'admin', denied: 'Only administrators can share views' },
  /** Adding a view to one's workspace (spec 1 §6: adding views is for administrators). */
  'view:Create': { who: 'admin', denied: 'Only administrators can add views' },
  /** Exports and archive-on-demand requests: one's own… (asked on the camera: its video is copied). */
  'videoRequest:Create': { who: 'member', denied: 'Access denied', yieldsPixels: true },
  'videoRequest:Read': { who: 'member', denied: 'Access denied' },
  /** …and, for administrators, everyone's in the realm. */
  'videoRequest:ManageAll': { who: 'admin', denied: ADMIN_ONLY },
  /** Labels and hierarchies: everyone reads them and searches cameras by them… */
  'label:Read': { who: 'member', denied: 'Access denied' },
  'hierarchy:Read': { who: 'member', denied: 'Access denied' },
  /** …administrators create, assign, rename and delete them (spec 3 §6: the editors are admin only). */
  'label:Update': { who: 'admin', denied: 'Not enough rights' },
  'hierarchy:Update': { who: 'admin', denied: 'Not enough rights' },
  /** Groups, policies and statements, zones and sets (spec 3 §3.6): read and changed by administrators. */
  'group:Read': { who: 'admin', denied: ADMIN_ONLY },
  'group:Update': { who: 'admin', denied: ADMIN_ONLY },
  'policy:Read': { who: 'admin', denied: ADMIN_ONLY },
  'policy:Update': { who: 'admin', denied: ADMIN_ONLY },
  'zone:Read': { who: 'admin', denied: ADMIN_ONLY },
  'zone:Update': { who: 'admin', denied: ADMIN_ONLY },
  'set:Read': { who: 'admin', denied: ADMIN_ONLY },
  'set:Update': { who: 'admin', denied: ADMIN_ONLY },
  /** Image maps: everyone reads them and their floor plans; administrators edit them (spec 3 §2.11). */
  'imageMap:Read': { who: 'member', denied: 'Access denied' },
  'imageMap:Update': { who: 'admin', denied: 'Not enough rights' },
  /** The geographic map (spec 3 §2.10): everyone sees layers and zones; administrators import,
   *  rename, delete and draw them, and place devices (EditMap). */
  'geoMap:Read': { who: 'member', denied: 'Access denied' },
  'geoMap:Update': { who: 'admin', denied: 'Not enough rights' },
  /** Schedules (spec 3 §3.6, §6 resource type schedule; issue 28): read and changed by administrators. */
  'schedule:Read': { who: 'admin', denied: ADMIN_ONLY },
  'schedule:Update': { who: 'admin', denied: ADMIN_ONLY },
  /** The installation's settings (issue 34): branding, error reporting, the licence expiry text
   *  and the updates host. Administrator access gives it; a policy may deny it to a realm's
   *  administrators, since the settings reach every realm of the installation. */
  'installation:Update': { who: 'admin', denied: ADMIN_ONLY },
  /** Camera tours (spec 3 §3.6, §6 resource type tour; issue 28): everyone reads them (the Video
   *  Touring widget takes a tour as its list); administrators change, start and stop them. */
  'tour:Read': { who: 'member', denied: 'Access denied' },
  'tour:Update': { who: 'admin', denied: ADMIN_ONLY },
  'tour:Run': { who: 'admin', denied: ADMIN_ONLY },
  /** Video walls (spec 3 §2.12; issue 30): everyone sees the realm's walls; operators control what
   *  they show (a policy may deny it on one wall: resource wall, id = the wall's id); administrators
   *  create, resize and delete walls and pair their displays. */
  'wall:Read': { who: 'member', denied: 'Access denied' },
  'wall:Control': { who: 'member', denied: 'Not enough rights' },
  'wall:Update': { who: 'admin', denied: ADMIN_ONLY },
  /** Watchlists (spec 3 §2.12; issue 32): administrators read and change the License Plate and
   *  Facial lists and their entries; everyone may search the plates read on the cameras they see.
   *  A visual configuration with limited video analytics access refuses all three (spec 3 §6). */
  'watchlist:Read': { who: 'admin', denied: ADMIN_ONLY },
  'watchlist:Update': { who: 'admin', denied: ADMIN_ONLY },
  'plateRead:Read': { who: 'member', denied: 'Access denied' },
  /** Face passages, matched or not, on the cameras the caller sees (as plate reads). */
  'faceRead:Read': { who: 'member', denied: 'Access denied' },
  /** Targets and their tracks (spec 3 §7.1 targets, §7.3 targetUpdate). */
  'target:Read': { who: 'member', denied: 'Access denied' },
} as const satisfies Record<string, ActionDefinition>;

export type Action = keyof typeof ACTIONS;

/** Reading a camera's video (issue 27): every action that yields a camera's pixels (export,
 *  archive-on-demand, snapshots, thumbnails, live and archive media, event snapshots) needs this on
 *  the camera besides its own action, so a policy that may not read a camera gets none of its video
 *  by another name. The policy engine applies it (compiledStatement). */
export const READ_VIDEO = 'device:Read' satisfies Action;

/** Whether an action yields a camera's pixels, and so needs READ_VIDEO on the camera too. */
export function yieldsPixels(action: string): boolean {
  return (ACTIONS as Readonly<Record<string, ActionDefinition | undefined>>)[action]?.yieldsPixels === true;
}

/** The resource types authorize() is asked about. */
export type ResourceType = Action extends `${infer T}:${string}` ? T : never;

/** What an action is taken on. Unknown parts are left out: a camera looked up by id inside the
 *  realm needs no realmId, since the lookup already scopes it. */
export interface Resource {
  type: ResourceType;
  id?: string;
  /** The realm the resource lives in; a resource of another realm than the session's is refused. */
  realmId?: string;
  /** The user the resource belongs to, for owner rules. */
  ownerId?: string;
}

/** Refusal for a resource of another realm than the session's. */
export const OTHER_REALM = 'The session is in another realm';
