// The one generator every part of the seed draws from, passed along in order: the data set depends on
// the order of the draws, so each part takes it as an argument rather than importing its own.
import type { faker } from '@faker-js/faker/locale/en_US';

export type Faker = typeof faker;
