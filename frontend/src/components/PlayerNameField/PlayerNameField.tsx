// "Your name" for friend games, wherever a player may set it (Challenge a Friend, the waiting screen, settings).
// The name is kept when the player leaves the field or presses Enter, not on every key: a join sent meanwhile
// would otherwise name the seat "A", then "An".
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { onPlayerNameChange, playerNameProblem, readPlayerName, savePlayerName } from '../../lib/storage';
import { NameField } from '../NameField/NameField';

export const PLAYER_NAME_HINT = 'Friends you play see it instead of "Opponent".';

export function PlayerNameField({
  className,
  hint = PLAYER_NAME_HINT,
}: {
  className?: string;
  hint?: string;
}) {
  const [text, setText] = useState(() => readPlayerName() ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // Another field (the settings panel's) saved a name: show it, unless this one is being edited.
  useEffect(
    () =>
      onPlayerNameChange((name) => {
        if (document.activeElement !== inputRef.current) setText(name ?? '');
      }),
    [],
  );
  const problem = playerNameProblem(text);
  const keep = () => {
    if (problem === null && text.trim() !== (readPlayerName() ?? '')) savePlayerName(text);
  };
  return (
    <div
      className={className}
      onBlur={keep}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Enter') keep();
      }}
    >
      <NameField
        label="Your name"
        value={text}
        onChange={setText}
        problem={problem}
        hint={hint}
        inputRef={inputRef}
        placeholder="Optional"
      />
    </div>
  );
}
