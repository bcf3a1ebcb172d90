/**
 * The values the MDX components' choice props allow. Each list is the one source of its prop's schema
 * (component-props.ts), and so of the prop type, the build's content check and the CONTENT.md test:
 * adding a tone is one edit here.
 */
export const BUTTON_VARIANTS = ["primary", "outline", "light"] as const;
export type ButtonVariantName = (typeof BUTTON_VARIANTS)[number];

export const SECTION_TONES = ["light", "sand", "dark"] as const;
export type SectionTone = (typeof SECTION_TONES)[number];

/** The hosted forms; each needs an id under forms.ids in content/settings.json. */
export const FORM_KEYS = ["contact", "advocacy", "healthGuide", "doctorChecklist"] as const;
export type FormKey = (typeof FORM_KEYS)[number];

/** The ways to give; each needs an address under donate in content/settings.json. */
export const GIVE_FREQUENCIES = ["oneTime", "monthly", "quarterly"] as const;

/** Testimonials whose speaker comes from the settings. */
export const TESTIMONIAL_SPEAKERS = ["survivor", "founder", "supporter"] as const;

/**
 * The tags a story may carry, in the order the story listing offers them; each has a page at
 * /stories/tag/<its slug>. Adding a tag is one edit here (the editor's choices follow).
 */
export const STORY_TAGS = ["Survivor stories", "News", "Events", "Advocacy"] as const;
export type StoryTag = (typeof STORY_TAGS)[number];
