/**
 * Front door of the identity context (authentication, users, departments): the only file other
 * modules and the composition root import. Functions taking `db` run in the caller's transaction.
 */

export { registerAuthMessages } from './auth.messages';
export { authGuardPlugin } from './auth-guard.plugin';
export { invitationMailLimit, registerAuthMailLimits } from './auth-mail-limits';
export { authMailPolicy, createAuthMailer } from './auth-mailer';
export { emailChangePlugin } from './email-change';
export { registerMeRoutes } from './me.routes';
export { registerProfileRoutes } from './profile.routes';
export { ProfileService } from './profile.service';
export { registerUserRoutes } from './users.routes';
export {
  findAuthUserByEmail,
  findUserIdByEmail,
  insertInvitedUser,
  markUserSso,
  UsersService,
} from './users.service';
