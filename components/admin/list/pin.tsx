import { Pin, PinOff } from 'lucide-react';
import { Button } from '../ui/button';
import { Tag } from '../ui/card';

/** The row action that pins an unpinned row (top 1) or unpins a pinned one (top 0). */
export function PinToggle({
  pinned,
  onToggle,
  text,
}: {
  pinned: boolean;
  onToggle: (top: 0 | 1) => void;
  text: { pin: string; unpin: string };
}) {
  return pinned ? (
    <Button variant="link" size="sm" icon={<PinOff aria-hidden className="size-3.5" />} onClick={() => onToggle(0)}>
      {text.unpin}
    </Button>
  ) : (
    <Button variant="link" size="sm" icon={<Pin aria-hidden className="size-3.5" />} onClick={() => onToggle(1)}>
      {text.pin}
    </Button>
  );
}

/** The "pinned" mark after a row's name, or nothing for an unpinned row. */
export function PinnedTag({ pinned, label }: { pinned: boolean; label: string }) {
  if (!pinned) return null;
  return (
    <span className="ml-2">
      <Tag tone="orange">{label}</Tag>
    </span>
  );
}
