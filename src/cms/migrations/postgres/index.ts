import * as migration_20261122_034048_initial from './20261122_034048_initial';

export const migrations = [
  {
    up: migration_20261122_034048_initial.up,
    down: migration_20261122_034048_initial.down,
    name: '20261122_034048_initial'
  },
];
