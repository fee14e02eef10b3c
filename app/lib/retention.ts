/** How long each kind of record is kept: the privacy policy states it and the purge (privacy.server.ts) keeps it. */
export const retention = {
  /** Booking, quote and contact requests: 24 months after the last contact (the lead's last change). */
  requestMonths: 24,
  /** Job applications and résumés: 12 months after they arrive. */
  applicationMonths: 12,
  /** Submissions held as spam: 90 days. */
  spamDays: 90,
  /** Newsletter sign-ups never confirmed: 7 days. Unsubscribed addresses go at the next purge. */
  unconfirmedDays: 7,
  /** Real visitors' speed figures (ADR 034), per page and day: the 28 days the staff report shows. */
  vitalsDays: 28,
  /**
   * Backups are kept this long, then deleted (scripts/backup.js): what is erased or purged is gone from the last
   * backup after it. The database's own log is overwritten within hours (privacy.server.ts).
   */
  backupDays: 35,
} as const;
