import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { DEFENSE_PAGES } from './defenses';
import { FRAUD_PAGES } from './frauds';
import { DEFENSE_PAGE_LOADERS, FRAUD_PAGE_LOADERS } from './lazy';

describe('the wiki pages one at a time', () => {
  it('has one loader per fraud and per defense, and nothing else', () => {
    expect(Object.keys(FRAUD_PAGE_LOADERS).sort()).toEqual([...FRAUD_IDS].sort());
    expect(Object.keys(DEFENSE_PAGE_LOADERS).sort()).toEqual([...DEFENSE_IDS].sort());
  });

  it("each loader resolves to that page's own content, the same object the synchronous maps hold", async () => {
    for (const id of FRAUD_IDS) {
      const page = await FRAUD_PAGE_LOADERS[id]();
      expect(page.id, id).toBe(id);
      expect(page, id).toBe(FRAUD_PAGES[id]);
    }
    for (const id of DEFENSE_IDS) {
      const page = await DEFENSE_PAGE_LOADERS[id]();
      expect(page.id, id).toBe(id);
      expect(page, id).toBe(DEFENSE_PAGES[id]);
    }
  });
});
