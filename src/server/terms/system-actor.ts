/**
 * Who acts when nobody does: the background deadline reminders (issue 55)
 * write their record events and notifications as this actor. It is no user's
 * id (user ids are UUIDs or data-file ids, never this word), so joins of the
 * actor find no user, and timelines and the inbox name it `systemActorName`.
 */
export const systemActorId = 'system'

/** How timelines, the inbox and mail name the system actor. */
export const systemActorName = 'Adoptions'

/** The name to show for an actor whose user was not found: the app itself for the system actor, else the id as it is. */
export function actorShown(actorId: string, email: string | null): string {
  return email ?? (actorId === systemActorId ? systemActorName : actorId)
}
