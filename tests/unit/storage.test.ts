import { readItem, writeItem } from '@/lib/storage';

describe('storage wrapper', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
  });

  it('reads back what it wrote', () => {
    expect(writeItem('key', 'value')).toBe(true);
    expect(readItem('key')).toBe('value');
    expect(readItem('missing')).toBeNull();
  });

  it('returns null and false instead of throwing when localStorage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    expect(() => readItem('key')).not.toThrow();
    expect(readItem('key')).toBeNull();
    expect(writeItem('key', 'value')).toBe(false);
  });

  it('survives a browser where even touching window.localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied', 'SecurityError');
      },
    });
    try {
      expect(readItem('key')).toBeNull();
      expect(writeItem('key', 'value')).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
