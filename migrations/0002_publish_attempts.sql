CREATE TABLE `publish_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`team_id` text NOT NULL,
	`app_id` text,
	`number` integer NOT NULL,
	`fingerprint` text,
	`runner` text NOT NULL,
	`started_at` integer NOT NULL,
	`called_at` integer,
	`ended_at` integer,
	`outcome` text,
	`http_status` integer,
	`urn` text,
	`reason` text,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publish_attempts_post_idx` ON `publish_attempts` (`post_id`,`started_at`);--> statement-breakpoint
ALTER TABLE `apps` ADD `refreshing_until` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `not_before` integer;