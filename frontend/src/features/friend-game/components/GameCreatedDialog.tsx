// 'Game Created!': the Game ID and Game URL to pass on, each with a copy button, then Close or Continue to Game.
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { CopyField } from './CopyField';
import { gameUrl } from './WaitingScreen';

export interface GameCreatedDialogProps {
  gameId: string | null;
  onClose: () => void;
  onContinue: () => void;
}

export function GameCreatedDialog({ gameId, onClose, onContinue }: GameCreatedDialogProps) {
  return (
    <Dialog
      open={gameId !== null}
      onClose={onClose}
      title="Game Created!"
      description="Send your friend the Game ID or the link, then head to the game."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button onClick={onContinue}>Continue to Game</Button>
        </>
      }
    >
      {gameId ? (
        <>
          <CopyField label="Game ID" value={gameId} isCode />
          <CopyField label="Game URL" value={gameUrl(gameId)} wraps />
        </>
      ) : null}
    </Dialog>
  );
}
