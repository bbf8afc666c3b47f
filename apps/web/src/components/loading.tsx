import { LoaderCircle } from 'lucide-react';
import { LOADING_TEXT } from '@fraudshield/domain';

export function Loading() {
  return (
    <p className="loading" role="status">
      <LoaderCircle className="spinner" size={18} aria-hidden="true" />
      {LOADING_TEXT}
    </p>
  );
}
