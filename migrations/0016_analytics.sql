CREATE TABLE `post_metrics` (
	`post_id` text NOT NULL,
	`team_id` text NOT NULL,
	`app_id` text NOT NULL,
	`collected_at` integer NOT NULL,
	`impressions` integer,
	`members_reached` integer,
	`reactions` integer,
	`comments` integer,
	`reshares` integer,
	`saves` integer,
	PRIMARY KEY(`post_id`, `collected_at`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`app_id`) REFERENCES `apps`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_metrics_team_idx` ON `post_metrics` (`team_id`,`app_id`,`collected_at`);--> statement-breakpoint
ALTER TABLE `posts` ADD `metrics_due_at` integer;--> statement-breakpoint
ALTER TABLE `posts` ADD `metrics_collected_at` integer;--> statement-breakpoint
CREATE INDEX `posts_metrics_due_idx` ON `posts` (`metrics_due_at`);