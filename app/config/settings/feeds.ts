import { z } from "zod"
import { setting } from "./setting"

/** What the blog's feed and /llms.txt carry (docs/decisions/031-feeds-at-size.md). */
export const feedVariables = {
  VITE_FEED_POSTS: setting(
    {
      group: "feeds",
      default: "20",
      description:
        "How many of its latest posts each language's RSS feed (/rss.xml) and /llms.txt list, and how many client stories /llms.txt lists: a whole number, 1 or more. The default, 20, keeps both small however many posts the blog holds; /llms-full.txt beside /llms.txt lists every post and story.",
    },
    (doc) => z.string().regex(/^[1-9]\d*$/, `must be a whole number of posts, 1 or more, such as ${doc.default}`),
  ),
}

type FeedValues = z.output<z.ZodObject<typeof feedVariables>>

/** How many latest posts a language's feed and /llms.txt list. */
export const feedPosts = (values: FeedValues): number => Number(values.VITE_FEED_POSTS)
