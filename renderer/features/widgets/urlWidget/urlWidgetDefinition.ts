/** The URL widget's registry entry: its catalogue spec, its checks and its component. */
import { WIDGET_IDS, widgetSpec } from '../../../../shared/widgets';
import type { WidgetDefinition } from '../widgetTypes';
import { safeWidgetUrl } from './safeWidgetUrl';
import { UrlWidget } from './UrlWidget';

const spec = widgetSpec(WIDGET_IDS.url);
if (!spec) throw new Error('The widget catalogue lacks the URL widget');

export const urlWidgetDefinition: WidgetDefinition = {
  spec,
  module: 'widgets',
  Component: UrlWidget,
  validate: (props) =>
    typeof props.url === 'string' && props.url.trim() !== '' && !safeWidgetUrl(props.url)
      ? { key: 'widgets.url.invalid' }
      : null,
  missingDataSource: (props) =>
    typeof props.url === 'string' && props.url.trim() !== '' ? null : { key: 'widgets.url.noSource' },
};
