CREATE TABLE `comment_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`team_id` text NOT NULL,
	`number` integer NOT NULL,
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
CREATE INDEX `comment_attempts_post_idx` ON `comment_attempts` (`post_id`,`started_at`);--> statement-breakpoint
CREATE TABLE `post_polls` (
	`post_id` text PRIMARY KEY NOT NULL,
	`question` text NOT NULL,
	`options` text NOT NULL,
	`duration` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `posts` ADD `first_comment` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `first_comment_status` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `first_comment_urn` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `first_comment_error` text;