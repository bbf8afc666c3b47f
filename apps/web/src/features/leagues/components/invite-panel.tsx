import { useMemo, useRef, useState } from 'react';
import { href } from '@fraudshield/domain';
import { Button } from '../../../components/ui/button';
import { encodeQr, qrPath } from '../../../lib/qr';

/** The full invite link of a code, on this site. */
export function inviteLink(code: string): string {
  return `${window.location.origin}${href.joinLeague(code)}`;
}

type Outcome = 'copied' | 'shared' | 'copy-failed' | null;

/** Copies through the Clipboard API, or (no permission, an old browser) by selecting the link for the player. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/** The QR code of the link, drawn as one SVG path: crisp on a projector at any size. */
function InviteQr({ link, leagueName }: { link: string; leagueName: string }) {
  const code = useMemo(() => encodeQr(link), [link]);
  const ref = useRef<HTMLDivElement>(null);
  const side = code.modules.length + 8;
  return (
    <div className="invite-qr" ref={ref} data-testid="invite-qr">
      <svg
        viewBox={`0 0 ${side} ${side}`}
        role="img"
        aria-label={`QR code of the invite link to ${leagueName}`}
        shapeRendering="crispEdges"
      >
        <rect width={side} height={side} fill="#fff" />
        <path d={qrPath(code)} fill="#000" />
      </svg>
      {typeof document !== 'undefined' && document.fullscreenEnabled ? (
        <Button size="sm" onClick={() => void ref.current?.requestFullscreen().catch(() => undefined)}>
          Show full screen
        </Button>
      ) : null}
    </div>
  );
}

/**
 * A league's invite, first thing after creating it: the link with Copy, the phone's Share sheet
 * (Web Share API; where there is none, Copy is the way) and a QR code to show a class.
 */
export function InvitePanel({ leagueName, code }: { leagueName: string; code: string }) {
  const link = inviteLink(code);
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const onCopy = async () => setOutcome((await copy(link, field.current)) ? 'copied' : 'copy-failed');
  const onShare = async () => {
    try {
      await navigator.share({
        title: `Join ${leagueName}`,
        text: `Join ${leagueName} on FraudShield League`,
        url: link,
      });
      setOutcome('shared');
    } catch (error) {
      // The player closed the sheet: nothing to say. Any other failure: copy instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await onCopy();
    }
  };
  return (
    <div className="invite-panel" data-testid="invite-panel">
      <label className="field-label" htmlFor="invite-link">
        Invite link to {leagueName}
      </label>
      <input
        id="invite-link"
        ref={field}
        className="invite-link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="invite-link"
      />
      <div className="team-actions">
        {canShare ? (
          <Button variant="primary" onClick={() => void onShare()} data-testid="invite-share">
            Share
          </Button>
        ) : null}
        <Button variant={canShare ? 'secondary' : 'primary'} onClick={() => void onCopy()} data-testid="invite-copy">
          Copy link
        </Button>
      </div>
      <p className="field-hint" role="status" data-testid="invite-status">
        {outcome === 'copied'
          ? 'Link copied: paste it in your class group or email.'
          : outcome === 'shared'
            ? 'Shared.'
            : outcome === 'copy-failed'
              ? 'This browser did not let us copy: the link is selected, copy it from there.'
              : `Invite code ${code}: students can also type it under Your leagues.`}
      </p>
      <InviteQr link={link} leagueName={leagueName} />
    </div>
  );
}
