/**
 * A post's images as LinkedIn's feed lays them out: one fills the width; two sit side by side;
 * three are one large on top and two below; four are one large on top and three below (LinkedIn's
 * feed does this rather than a 2×2 grid, keeping the first image the large one); five or more are
 * laid out as four, with "+N" over the last for the ones not shown.
 */
export type ImageLayout = "one" | "two" | "three" | "four";

/** How many images show, how they are laid out, and how many the "+N" on the last one stands for. */
export function imageLayout(count: number): { layout: ImageLayout; shown: number; more: number } | null {
  if (count < 1) return null;
  if (count >= 4) return { layout: "four", shown: 4, more: count - 4 };
  return { layout: (["one", "two", "three"] as const)[count - 1], shown: count, more: 0 };
}

export function PreviewImages({ urls }: { urls: string[] }) {
  const grid = imageLayout(urls.length);
  if (!grid) return null;
  const shown = urls.slice(0, grid.shown);
  return (
    <div
      className={`li-images li-images--${grid.layout}`}
      data-layout={grid.layout}
      role="group"
      aria-label={`${urls.length} ${urls.length === 1 ? "image" : "images"}`}
    >
      {shown.map((url, i) => (
        <div key={`${i}:${url}`} className="li-images__cell">
          <img src={url} alt="" loading="lazy" />
          {grid.more && i === shown.length - 1 ? <span className="li-images__more">+{grid.more}</span> : null}
        </div>
      ))}
    </div>
  );
}
