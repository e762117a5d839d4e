DROP INDEX `feed_posts_created_idx`;--> statement-breakpoint
ALTER TABLE `feed_posts` ADD `source` text DEFAULT 'curated' NOT NULL;--> statement-breakpoint
ALTER TABLE `feed_posts` ADD `team_id` text REFERENCES teams(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `feed_posts` ADD `dedupe_key` text;--> statement-breakpoint
CREATE INDEX `feed_posts_team_idx` ON `feed_posts` (`team_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `feed_posts_dedupe_idx` ON `feed_posts` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `feed_posts_created_idx` ON `feed_posts` (`created_at`,`id`);