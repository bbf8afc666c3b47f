// The scanner lives with the emulator tooling, which the seed snapshot shares.
export { knownCollections } from '../../../../tools/emulators/known-collections.mjs';
