import { DEFENSE_IDS, FRAUD_IDS } from '../catalog/ids';
import { DEFENSE_PAGES } from './defenses';
import { DEFENSE_INDEX } from './defenses/wiki-index';
import { FRAUD_INDEX } from './frauds/wiki-index';
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

  it("the index holds each page's own id, title and tagline, and nothing of its body", () => {
    expect(Object.keys(FRAUD_INDEX).sort()).toEqual([...FRAUD_IDS].sort());
    expect(Object.keys(DEFENSE_INDEX).sort()).toEqual([...DEFENSE_IDS].sort());
    for (const id of FRAUD_IDS) {
      expect(FRAUD_INDEX[id], id).toEqual({ id, title: FRAUD_PAGES[id].title, tagline: FRAUD_PAGES[id].tagline });
    }
    for (const id of DEFENSE_IDS) {
      expect(DEFENSE_INDEX[id], id).toEqual({ id, title: DEFENSE_PAGES[id].title, tagline: DEFENSE_PAGES[id].tagline });
    }
  });
});
