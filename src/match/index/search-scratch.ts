/**
 * The per-candidate working arrays of one search, kept by the index and reused by every search
 * (searches are synchronous, so no two use them at once): group sums, signals and the score.
 * `best` holds −1 and `level` −1 between uses; the others are zeroed by `reset`.
 */
export class SearchScratch {
  size = 0;
  title = new Float64Array(0);
  skills = new Float64Array(0);
  experience = new Float64Array(0);
  education = new Float64Array(0);
  languages = new Float64Array(0);
  nice = new Float64Array(0);
  evidence = new Float64Array(0);
  text = new Float64Array(0);
  domain = new Float64Array(0);
  occupation = new Float64Array(0);
  family = new Float64Array(0);
  word = new Float64Array(0);
  named = new Float64Array(0);
  best = new Float64Array(0);
  strength = new Float64Array(0);
  score = new Float64Array(0);
  norm = new Float64Array(0);
  level = new Int8Array(0);
  mark = new Uint8Array(0);
  touched = new Int32Array(0);

  reset(n: number): void {
    if (this.size < n) {
      const cap = Math.max(n, Math.ceil(this.size * 1.5), 1024);
      for (const k of ['title', 'skills', 'experience', 'education', 'languages', 'nice', 'evidence', 'text', 'domain', 'occupation', 'family', 'word', 'named', 'best', 'strength', 'score', 'norm'] as const) {
        this[k] = new Float64Array(cap);
      }
      this.level = new Int8Array(cap).fill(-1);
      this.mark = new Uint8Array(cap);
      this.touched = new Int32Array(cap);
      this.best.fill(-1);
      this.size = cap;
      return;
    }
    for (const a of [this.title, this.skills, this.experience, this.education, this.languages, this.nice, this.evidence, this.text, this.domain, this.occupation, this.family, this.word, this.named]) {
      a.fill(0, 0, n);
    }
  }
}
