// The six preset reactions a player may send during a game: no free text, so nothing to moderate.
export const REACTIONS = ['thumbs-up', 'clap', 'wow', 'laugh', 'thinking', 'fire'] as const;
export type ReactionId = (typeof REACTIONS)[number];

/** What each reaction shows, and how a screen reader says it. */
export const REACTION_FACES: Readonly<Record<ReactionId, { emoji: string; label: string }>> = Object.freeze({
  'thumbs-up': { emoji: '👍', label: 'Thumbs up' },
  clap: { emoji: '👏', label: 'Well played' },
  wow: { emoji: '😮', label: 'Wow' },
  laugh: { emoji: '😂', label: 'Ha ha' },
  thinking: { emoji: '🤔', label: 'Thinking' },
  fire: { emoji: '🔥', label: 'On fire' },
});
