import type { Client } from 'urql';
import { isSavingHierarchy, onHierarchySaves, trackHierarchySave } from './hierarchySaves';

describe('hierarchy saves (the refreshes of a hierarchy wait for its saves)', () => {
  it('tells the hierarchy’s readers when a save starts and ends, and holds it as saving until the last one answers', async () => {
    const client = {} as Client;
    const told: string[] = [];
    const stop = onHierarchySaves(client, (id, phase) => told.push(`${id} ${phase}`));
    let answerFirst = () => {};
    const first = trackHierarchySave(client, 'h', () => new Promise<void>((done) => (answerFirst = done)));
    const second = trackHierarchySave(client, 'h', () => Promise.resolve('saved'));
    expect(isSavingHierarchy(client, 'h')).toBe(true);
    expect(isSavingHierarchy(client, 'other')).toBe(false);
    await expect(second).resolves.toBe('saved');
    expect(isSavingHierarchy(client, 'h')).toBe(true);
    answerFirst();
    await first;
    expect(isSavingHierarchy(client, 'h')).toBe(false);
    expect(told).toEqual(['h start', 'h start', 'h end', 'h end']);
    stop();
  });

  it('ends the save when it fails, and keeps each client to itself', async () => {
    const client = {} as Client;
    const other = {} as Client;
    await expect(trackHierarchySave(client, 'h', () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(isSavingHierarchy(client, 'h')).toBe(false);
    let answer = () => {};
    const saving = trackHierarchySave(client, 'h', () => new Promise<void>((done) => (answer = done)));
    expect(isSavingHierarchy(other, 'h')).toBe(false);
    answer();
    await saving;
  });
});
