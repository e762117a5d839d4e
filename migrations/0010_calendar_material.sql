ALTER TABLE `onboarding_profiles` ADD `material` text;--> statement-breakpoint
ALTER TABLE `onboarding_profiles` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `onboarding_profiles` ADD `calendar_job_id` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `post_type` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `idea_question` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `idea_hook` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `writer` text;