import { VISIT_CONTINUES_ATTRIBUTE, VISIT_KEY, VISIT_SCRIPT } from './visit';

const root = document.documentElement;
// The script as every page's <head> runs it.
const openPage = () => new Function(VISIT_SCRIPT)();

beforeEach(() => {
  sessionStorage.clear();
  root.removeAttribute(VISIT_CONTINUES_ATTRIBUTE);
});

describe('the preloader shows at the start of a visit only', () => {
  it('on the first page of a visit: the page is not marked, and the visit is remembered', () => {
    openPage();
    expect(root.hasAttribute(VISIT_CONTINUES_ATTRIBUTE)).toBe(false);
    expect(sessionStorage.getItem(VISIT_KEY)).not.toBeNull();
  });

  it('on every later page of the visit, the page is marked so its style hides the preloader', () => {
    openPage();
    root.removeAttribute(VISIT_CONTINUES_ATTRIBUTE);
    openPage();
    expect(root.hasAttribute(VISIT_CONTINUES_ATTRIBUTE)).toBe(true);
  });

  it('where storage is refused, every page is a first page and nothing breaks', () => {
    const refused = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    try {
      expect(openPage).not.toThrow();
      expect(root.hasAttribute(VISIT_CONTINUES_ATTRIBUTE)).toBe(false);
    } finally {
      refused.mockRestore();
    }
  });
});
