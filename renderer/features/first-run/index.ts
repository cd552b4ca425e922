/** The first run of a platform without the demo (issue 36): the one-time setup page, and the
 *  login page's way to it while nobody has set the platform up. */
export { FirstRunRedirect } from './FirstRunRedirect';
export { SetupPage } from './SetupPage';
