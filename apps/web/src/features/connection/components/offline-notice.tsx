import { OFFLINE_NOTICE } from '@fraudshield/domain';
import { useConnectionState } from '../hooks/connection-context';

export function OfflineNotice() {
  const state = useConnectionState();
  if (state !== 'offline') return null;
  return (
    <div className="offline-notice" role="alert">
      {OFFLINE_NOTICE}
    </div>
  );
}
