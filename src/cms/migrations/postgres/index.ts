import * as migration_20261122_034936_initial from './20261122_034936_initial';
import * as migration_20261122_061301_search_index_branches from './20261122_061301_search_index_branches';

export const migrations = [
  {
    up: migration_20261122_034936_initial.up,
    down: migration_20261122_034936_initial.down,
    name: '20261122_034936_initial',
  },
  {
    up: migration_20261122_061301_search_index_branches.up,
    down: migration_20261122_061301_search_index_branches.down,
    name: '20261122_061301_search_index_branches'
  },
];
