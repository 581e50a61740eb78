import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('page buttons', () => {
  it('when there are fewer than five pages, then each has a button', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('when there are many pages, then at most five buttons show around the current one', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(8, 20)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
});
