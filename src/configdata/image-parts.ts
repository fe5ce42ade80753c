/**
 * The parts of an image reference a localization rule can ask for, a word of the
 * ConfigData vocabulary shared by compile, import and localize.
 */

/** The part of an image reference a localization rule asks for. */
export type ImagePart = 'image' | 'registry' | 'repository' | 'fullyQualifiedRepository' | 'tag' | 'digest';

/** Every image part, in the order rules are read. */
export const IMAGE_PARTS: readonly ImagePart[] = ['image', 'registry', 'repository', 'fullyQualifiedRepository', 'tag', 'digest'];
