import { InvalidArgumentError, Option } from 'commander';
import { DATASET_IDS, type DatasetId } from '../model/field.js';

export function datasetOption(): Option {
  return new Option('-d, --dataset <dataset>', 'dataset the query is for')
    .choices(DATASET_IDS as DatasetId[])
    .default('hosts');
}

export function parsePositiveInteger(value: string): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1)
    throw new InvalidArgumentError('expected a positive whole number');
  return number;
}
