/** The users routes of spec 3 §2.1. */
export const USERS_PATH = {
  list: '/view/Users',
  add: '/view/user/add',
  edit: (userId: string) => `/view/user/edit/${encodeURIComponent(userId)}`,
} as const;
