ALTER TABLE `posts` ADD `link_card` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `removed_link` text;