/** GraphQL documents of the installation's settings (issue 34). */
import { graphql, type ResultOf } from '../../graphql';

export const InstallationSettingsFields = graphql(`
  fragment InstallationSettingsFields on InstallationSettings {
    companyName
    logoPath
    logoVisible
    iconPath
    loginBackgroundPath
    loginHeaderColor
    loginFooterColor
    oemCopyright
    supportPhone
    supportUrl
    supportEmail
    trademarks
    errorReportingEnabled
    errorReportingDsn
    errorReportingSampleRate
    licenseExpireText
    updatesHost
  }
`);

export const InstallationSettingsQuery = graphql(
  `
    query InstallationSettings {
      installationSettings {
        ...InstallationSettingsFields
      }
    }
  `,
  [InstallationSettingsFields],
);

export const UpdateInstallationSettingsMutation = graphql(
  `
    mutation UpdateInstallationSettings($settings: InstallationSettingsInput!) {
      updateInstallationSettings(settings: $settings) {
        ...InstallationSettingsFields
      }
    }
  `,
  [InstallationSettingsFields],
);

export type InstallationSettingsRecord = ResultOf<typeof InstallationSettingsFields>;
