/**
 * The schemas of the content files (the content registry, `contentRegistry`, lists the files and
 * loads them), one file a concern, each field with what it is for. The build checks every
 * content file against them and stops on the first that does not fit, naming the file, the field
 * and what is wrong; the TypeScript types of the content are inferred from them, and the content
 * editor's forms are made from them, with the label, hint and language of each field as its
 * `.meta()` says (app/cms/fields.ts).
 */
export { iconNames, type IconName, type Money } from "./blocks"
export { checkJson, contentErrorMessages, describeIssues, parseJsonFile, readJsonFile } from "./read-file"
export { callToActionSchema, type CallToAction } from "./calls-to-action"
export * from "./page-parts"
export * from "./claims"
export * from "./icon-cards"
export * from "./services"
export * from "./plans"
export * from "./process-steps"
export * from "./audiences"
export * from "./faqs"
export * from "./contact-methods"
export * from "./testimonials"
export * from "./estimator"
export * from "./pages"
export * from "./case-studies"
export * from "./blog-posts"
export * from "./legal-pages"
export * from "./buyer-pages"
