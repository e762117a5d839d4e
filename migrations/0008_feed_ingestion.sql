CREATE TABLE `feed_schedule` (
	`id` text PRIMARY KEY NOT NULL,
	`next_run_at` integer DEFAULT 0 NOT NULL,
	`last_run_at` integer,
	`last_error` text,
	`last_added` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE `topic_posts` ADD `rank` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `topic_posts_rank_idx` ON `topic_posts` (`topic_id`,`rank`);--> statement-breakpoint
ALTER TABLE `topics` ADD `score` real DEFAULT 0 NOT NULL;--> statement-breakpoint
-- SQLite adds a column only with a constant default; every refresh sets it.
ALTER TABLE `topics` ADD `updated_at` integer DEFAULT 0 NOT NULL;