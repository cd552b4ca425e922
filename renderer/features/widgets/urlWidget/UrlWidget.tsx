/** The URL widget (spec 3 §2.6): the page at its url option in a sandboxed frame — scripts and
 *  forms run, but the page gets no access to the console's origin, cookies or top window. The
 *  frame loads the platform's framing page for the address, which frames it under a policy read
 *  at that moment: a widget an administrator has just saved shows without a reload. */
import { useTranslation } from 'react-i18next';
import { urlWidgetFrameSrc } from '../../../../shared/widgets';
import type { WidgetComponentProps } from '../widgetTypes';
import { safeWidgetUrl } from './safeWidgetUrl';
import { useFrameRefused } from './useFrameRefused';

/** No allow-same-origin: the framed page stays in an opaque origin, away from the console. */
export const URL_WIDGET_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

export function UrlWidget({ props }: WidgetComponentProps) {
  const { t } = useTranslation();
  const url = safeWidgetUrl(props.url);
  const refused = useFrameRefused(url);
  if (url && refused) {
    return (
      <div className="vt-widget-message">
        <p>{t('widgets.url.notAllowed', { url })}</p>
      </div>
    );
  }
  if (!url) {
    return (
      <div className="vt-widget-message">
        <p>{props.url ? t('widgets.url.invalid') : t('widgets.url.empty')}</p>
      </div>
    );
  }
  return (
    <iframe
      className="vt-url-widget"
      src={urlWidgetFrameSrc(url)}
      title={t('widgets.url.frameTitle', { url })}
      sandbox={URL_WIDGET_SANDBOX}
      referrerPolicy="no-referrer"
      loading="lazy"
    />
  );
}
