/** One placed widget: its implementation when it exists and the user may use it, 'Access
 *  restricted' when the user's visual configuration denies it (spec 1 §6), and a plain note for a
 *  widget this console does not have yet. */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewWidget } from '../../../shared/views';
import { useElementSize } from '../../ui';
import { WidgetErrorBoundary } from './WidgetErrorBoundary';
import { getWidget, isWidgetAllowed } from './widgetRegistry';
import './widgets.css';

export interface WidgetHostProps {
  viewId: string;
  widget: ViewWidget;
  widgetFlags: Readonly<Record<string, boolean>>;
}

export function WidgetHost({ viewId, widget, widgetFlags }: WidgetHostProps) {
  const { t } = useTranslation();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const definition = getWidget(widget.widgetId);
  const name = t(`widgets.names.${widget.widgetId}`, { defaultValue: widget.name });

  let body;
  if (!isWidgetAllowed(widgetFlags, widget.widgetId)) {
    body = (
      <div className="vt-widget-message">
        <p>{t('widgets.accessRestricted')}</p>
      </div>
    );
  } else if (!definition) {
    body = (
      <div className="vt-widget-message">
        <strong>{name}</strong>
        <p className="vt-muted">{t('widgets.unavailable')}</p>
      </div>
    );
  } else {
    const { Component } = definition;
    body = (
      <WidgetErrorBoundary title={t('widgets.renderError', { name })} detailsLabel={t('widgets.errorDetails')}>
        {/* A widget whose code loads on first use (the video area) shows 'Loading...' meanwhile. */}
        <Suspense fallback={<p className="vt-widget-message vt-muted">{t('app.loading')}</p>}>
          <Component instanceId={widget.id} viewId={viewId} props={widget.props} size={size} />
        </Suspense>
      </WidgetErrorBoundary>
    );
  }
  return (
    <div ref={ref} className="vt-widget" role="region" aria-label={name}>
      {body}
    </div>
  );
}
