/** GET /api/admin/dashboard: the statistics screen's figures (server/routes/admin/dashboard.ts). */

export interface WeekCount {
  /** Monday of the week (UTC), YYYY-MM-DD. */
  week_start: string;
  count: number;
}

export interface DashboardStats {
  published_courses: number;
  upcoming_sessions: number;
  unread_messages: number;
  unread_applications: number;
  /** Pre-registrations nobody has handled yet (status "new"). */
  new_pre_registrations: number;
  /** Contact messages per week, oldest first, the current week last. */
  messages_per_week: WeekCount[];
}
