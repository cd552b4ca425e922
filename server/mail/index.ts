/** server/mail's entry (design.md §2): the platform's and the realms' mailers. Other folders import
 *  only the modules listed here (lint: vantage/server-imports). */
export { createMailer, type Mailer } from './mailer';
export { RealmMailers, realmSendsOwnMail, smtpMailer } from './realmMailer';
