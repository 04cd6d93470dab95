import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../test/test-app';

const ctx = testAppPerFile();

const register = (username: string) =>
  ctx.visitor.post('/api/register', { username, password: 'secret123', email: 'look@example.co.ke', firstName: 'A', lastName: 'B' });
const LOOKS_TAKEN = { message: 'This username looks too much like one that is already taken. Please choose another.', code: 'username_looks_taken' };

describe('look-alike usernames', () => {
  it('refuses full-width and other compatibility forms of a taken name as taken', async () => {
    expect((await register('boss')).statusCode).toBe(201);
    for (const variant of ['ｂｏｓｓ', 'ＢＯＳＳ', '𝐛𝐨𝐬𝐬']) {
      const response = await register(variant);
      expect(response.statusCode, variant).toBe(409);
      expect(response.json()).toMatchObject({ message: 'Username is already taken' });
    }
  });

  it('refuses a name mixing in Cyrillic or Greek look-alikes of a taken name with 409 and a clear message', async () => {
    expect((await register('grace.wanjiru')).statusCode).toBe(201);
    // Cyrillic о, Cyrillic а and е, Greek ο, Cyrillic upper-case В/О/Ѕ against "boss".
    for (const variant of ['bоss', 'grаce.wanjiru', 'grace.wanjirυ', 'gracе.wanjiru', 'ВОЅЅ', 'bοss']) {
      const response = await register(variant);
      expect(response.statusCode, variant).toBe(409);
      expect(response.json(), variant).toEqual(LOOKS_TAKEN);
    }
  });

  it('refuses a name that differs from a taken one only by ß written as ss, either way round', async () => {
    expect((await register('strasse')).statusCode).toBe(201);
    expect((await register('straße')).statusCode).toBe(409);
    expect((await register('gießen')).statusCode).toBe(201);
    for (const variant of ['giessen', 'GIESSEN', 'gieẞen']) expect((await register(variant)).statusCode, variant).toBe(409);
  });

  it('refuses the plain name once a look-alike holds it first', async () => {
    expect((await register('pаul')).statusCode).toBe(201);
    expect((await register('paul')).json()).toEqual(LOOKS_TAKEN);
  });

  it('stores a compatibility form plainly, and its owner signs in with either spelling', async () => {
    const created = await register('ｍａｒｙ');
    expect(created.statusCode).toBe(201);
    expect(created.json().username).toBe('mary');
    for (const spelling of ['mary', 'ｍａｒｙ', 'MARY']) {
      expect((await ctx.visitor.post('/api/login', { username: spelling, password: 'secret123' })).statusCode, spelling).toBe(200);
    }
  });

  it('still accepts names in other scripts that look like no taken name', async () => {
    for (const name of ['Жанна', 'Ωmega', 'Émile', 'wanjiru']) expect((await register(name)).statusCode, name).toBe(201);
  });
});
