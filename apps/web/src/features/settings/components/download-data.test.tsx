import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { withQueryClient } from '../../../testing/query-wrapper';
import { DownloadData, exportFileName } from './download-data';

const callFunction = vi.fn();
vi.mock('@fraudshield/firebase-client', async () =>
  (await import('../../../testing/firebase-client-mock')).callableClientMock({
    callFunction: (...args: unknown[]) => callFunction(...args),
  }),
);

/** jsdom's Blob has no text(): read it as a browser without it would. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const data = {
  exportedAt: '2026-11-25T23:00:00.000Z',
  uid: 'uid-1',
  account: null,
  documents: [{ path: 'players/uid-1', data: { displayName: 'Ada' } }],
};

describe('DownloadData', () => {
  beforeEach(() => callFunction.mockReset());

  it('asks the server for everything and saves it as a dated JSON file', async () => {
    callFunction.mockResolvedValue(data);
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:test';
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(<DownloadData />, { wrapper: withQueryClient() });
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['fraudshield-league-data-2026-11-25.json']));
    expect(callFunction).toHaveBeenCalledWith('user_exportData');
    expect(JSON.parse(await readText(blobs[0] as Blob))).toEqual(data);
    create.mockRestore();
    click.mockRestore();
  });

  it('names the file by the day of the export', () => {
    expect(exportFileName({ exportedAt: '2027-01-02T03:04:05.000Z' })).toBe('fraudshield-league-data-2027-01-02.json');
  });
});
