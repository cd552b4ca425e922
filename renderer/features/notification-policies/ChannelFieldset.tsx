/** A connection channel of a notification policy (issue 28: webhook, MQTT): where the platform
 *  connects, what else the channel needs, a secret kept when left empty, and a line on what is sent. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormPasswordField, FormTextField } from '../../ui';
import type { PolicyValues } from './notificationPolicyDraft';

export interface ChannelFieldsetProps {
  legend: string;
  url: { name: 'webhookUrl' | 'mqttUrl'; label: string; placeholder: string; type?: 'url' };
  secret: { name: 'webhookSecret' | 'mqttPassword'; label: string; kept: boolean };
  hint: string;
  /** The channel's own fields between its address and its secret (MQTT's topic and user name). */
  children?: ReactNode;
}

export function ChannelFieldset({ legend, url, secret, hint, children }: ChannelFieldsetProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="vt-admin-form__group">
      <legend>{legend}</legend>
      <FormTextField<PolicyValues>
        name={url.name}
        type={url.type}
        label={url.label}
        placeholder={url.placeholder}
        autoComplete="off"
      />
      {children}
      <FormPasswordField<PolicyValues>
        name={secret.name}
        label={secret.label}
        placeholder={secret.kept ? t('notificationPolicies.secretKept') : ''}
      />
      <p className="vt-muted">{hint}</p>
    </fieldset>
  );
}
