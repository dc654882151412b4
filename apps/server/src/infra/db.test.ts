import { describe, expect, it } from 'vitest';
import { namedStatement, pgQueryConfig } from './db';

describe('named statements', () => {
  it('are sent to node-postgres as { name, text, values }, so each connection prepares them once', () => {
    const statement = namedStatement('db_test_by_id', 'select $1::int as id');
    expect(pgQueryConfig(statement, [7])).toEqual({ name: 'db_test_by_id', text: 'select $1::int as id', values: [7] });
  });

  it('leave plain SQL text unnamed', () => {
    expect(pgQueryConfig('select 1')).toEqual({ text: 'select 1', values: [] });
  });

  it('may be declared twice with the same text', () => {
    namedStatement('db_test_same', 'select 1');
    expect(() => namedStatement('db_test_same', 'select 1')).not.toThrow();
  });

  it('refuse a name already used for another text (a connection would run the first one)', () => {
    namedStatement('db_test_taken', 'select 1');
    expect(() => namedStatement('db_test_taken', 'select 2')).toThrow(/already used/);
  });
});
