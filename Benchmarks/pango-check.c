/*
 * pango-check: W3 of TypeFit's benchmark (issue 5), the peer. Does the check TypeFit's W1
 * does, with Pango: every entry laid out in its label slot at each category, wrapped to the
 * slot's width, at most `lines` lines, the tail ellipsized; prints the line count and whether
 * the text was ellipsized for every check, and the time the checks took.
 *
 * Fonts: a private fontconfig configuration (Benchmarks/fonts.conf) of the repository's Fonts/,
 * no system fonts. Metrics unhinted: cairo hint metrics off, hint style none, glyph positions
 * not rounded, 72 dpi so a point is a Pango device unit.
 *
 * Usage: pango-check FONTS.CONF INPUT [REPEATS [layout]] > OUTPUT
 *        pango-check FONTS.CONF INPUT explain    (each check's lines: text and width in points)
 * With `layout` (P1 of issue 14): layout only, the cheapest check Pango can do: the text wrapped
 * to the width at each size, no line limit, no ellipsis, no attributes (no tracking, no
 * language); the line count is what is printed.
 * Input, one entry a line, tab-separated:
 *   locale  width  lines  checks  text
 * where checks is space-separated `size:weight:display:tracking` per category (size and
 * tracking in points, weight 100-900, display 1 for the Display cut; tracking 0 for text not
 * set in the system font, which TypeFit does not track). In the text, `\n`, `\t` and `\\`
 * stand for a line break, a tab and a backslash.
 * Output: one line per entry, `lines,ellipsized` per check separated by spaces; then
 * `# seconds S1 S2 ...` (wall time, one per repeat), `# cpu-seconds C1 C2 ...` (the process's
 * CPU time) and `# checks N`.
 */
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_CHECKS 16

typedef struct {
    double size;
    int weight;
    int display;
    double tracking;
} Check;

typedef struct {
    char locale[16];
    double width;
    int lines;
    int check_count;
    Check checks[MAX_CHECKS];
    char *text;
} Entry;

static double now_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* CPU time of this process: on a shared machine, less sensitive to other work than wall time. */
static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Undoes the input's escapes in place: \n, \t, \\. */
static void unescape(char *text) {
    char *out = text;
    for (char *p = text; *p; p++) {
        if (*p == '\\' && (p[1] == 'n' || p[1] == 't' || p[1] == '\\')) {
            p++;
            *out++ = *p == 'n' ? '\n' : *p == 't' ? '\t' : '\\';
        } else {
            *out++ = *p;
        }
    }
    *out = '\0';
}

static int parse_entry(char *line, Entry *e) {
    char *fields[5];
    int n = 0;
    char *p = line;
    while (n < 5) {
        fields[n++] = p;
        if (n == 5) break;
        p = strchr(p, '\t');
        if (!p) return 0;
        *p++ = '\0';
    }
    size_t len = strlen(fields[4]);
    if (len && fields[4][len - 1] == '\n') fields[4][--len] = '\0';
    snprintf(e->locale, sizeof e->locale, "%s", fields[0]);
    e->width = atof(fields[1]);
    e->lines = atoi(fields[2]);
    e->check_count = 0;
    char *save = NULL;
    for (char *tok = strtok_r(fields[3], " ", &save); tok && e->check_count < MAX_CHECKS; tok = strtok_r(NULL, " ", &save)) {
        Check *c = &e->checks[e->check_count++];
        if (sscanf(tok, "%lf:%d:%d:%lf", &c->size, &c->weight, &c->display, &c->tracking) != 4) return 0;
    }
    e->text = strdup(fields[4]);
    unescape(e->text);
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s FONTS.CONF INPUT [REPEATS]\n", argv[0]);
        return 2;
    }
    int explain = argc > 3 && strcmp(argv[3], "explain") == 0;
    int layout_only = argc > 4 && strcmp(argv[4], "layout") == 0;
    int repeats = argc > 3 && !explain ? atoi(argv[3]) : 3;
    if (repeats < 1 || explain) repeats = 1;

    /* The private font configuration: only the repository's fonts. */
    FcConfig *config = FcConfigCreate();
    if (!FcConfigParseAndLoad(config, (const FcChar8 *)argv[1], FcTrue) || !FcConfigBuildFonts(config)) {
        fprintf(stderr, "pango-check: cannot load font configuration %s\n", argv[1]);
        return 1;
    }
    FcFontSet *set = FcConfigGetFonts(config, FcSetApplication);
    FcFontSet *system = FcConfigGetFonts(config, FcSetSystem);
    int font_count = (set ? set->nfont : 0) + (system ? system->nfont : 0);
    if (font_count == 0) {
        fprintf(stderr, "pango-check: the configuration %s lists no fonts\n", argv[1]);
        return 1;
    }

    PangoFontMap *fontmap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontmap), config);
    pango_cairo_font_map_set_resolution(PANGO_CAIRO_FONT_MAP(fontmap), 72.0);
    PangoContext *context = pango_font_map_create_context(fontmap);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    pango_cairo_context_set_font_options(context, options);
    pango_context_set_round_glyph_positions(context, FALSE);

    /* Read the entries. */
    FILE *in = fopen(argv[2], "r");
    if (!in) {
        fprintf(stderr, "pango-check: cannot read %s\n", argv[2]);
        return 1;
    }
    size_t capacity = 1024, count = 0;
    Entry *entries = malloc(capacity * sizeof *entries);
    char *line = NULL;
    size_t line_cap = 0;
    while (getline(&line, &line_cap, in) > 0) {
        if (count == capacity) entries = realloc(entries, (capacity *= 2) * sizeof *entries);
        if (!parse_entry(line, &entries[count])) {
            fprintf(stderr, "pango-check: malformed entry on line %zu\n", count + 1);
            return 1;
        }
        count++;
    }
    free(line);
    fclose(in);

    size_t total_checks = 0;
    for (size_t i = 0; i < count; i++) total_checks += entries[i].check_count;
    unsigned char *line_counts = malloc(total_checks);
    unsigned char *ellipsized = malloc(total_checks);
    double *seconds = malloc(repeats * sizeof *seconds);
    double *cpu = malloc(repeats * sizeof *cpu);

    PangoLayout *layout = pango_layout_new(context);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    if (!layout_only) pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END);
    PangoFontDescription *desc = pango_font_description_new();

    for (int r = 0; r < repeats; r++) {
        double start = now_seconds();
        double cpu_start = cpu_seconds();
        size_t k = 0;
        for (size_t i = 0; i < count; i++) {
            Entry *e = &entries[i];
            pango_layout_set_text(layout, e->text, -1);
            pango_layout_set_width(layout, (int)(e->width * PANGO_SCALE));
            if (!layout_only) pango_layout_set_height(layout, -e->lines);
            PangoLanguage *language = pango_language_from_string(e->locale);
            for (int c = 0; c < e->check_count; c++) {
                Check *check = &e->checks[c];
                pango_font_description_set_family_static(desc, check->display ? "Inter Display" : "Inter");
                pango_font_description_set_weight(desc, (PangoWeight)check->weight);
                pango_font_description_set_absolute_size(desc, check->size * PANGO_SCALE);
                pango_layout_set_font_description(layout, desc);
                if (!layout_only) {
                    PangoAttrList *attrs = pango_attr_list_new();
                    pango_attr_list_insert(attrs, pango_attr_language_new(language));
                    if (check->tracking != 0)
                        pango_attr_list_insert(attrs, pango_attr_letter_spacing_new((int)(check->tracking * PANGO_SCALE + (check->tracking < 0 ? -0.5 : 0.5))));
                    pango_layout_set_attributes(layout, attrs);
                    pango_attr_list_unref(attrs);
                }
                line_counts[k] = (unsigned char)pango_layout_get_line_count(layout);
                ellipsized[k] = (unsigned char)pango_layout_is_ellipsized(layout);
                k++;
                if (explain) {
                    printf("# entry %zu check %d: %.1f pt, width %.0f, lines %d\n", i, c, check->size, e->width, e->lines);
                    for (int l = 0; l < pango_layout_get_line_count(layout); l++) {
                        PangoLayoutLine *pl = pango_layout_get_line_readonly(layout, l);
                        PangoRectangle logical;
                        pango_layout_line_get_extents(pl, NULL, &logical);
                        printf("#   %.3f pt |%.*s|\n", (double)logical.width / PANGO_SCALE, pl->length, e->text + pl->start_index);
                    }
                }
            }
        }
        seconds[r] = now_seconds() - start;
        cpu[r] = cpu_seconds() - cpu_start;
    }

    size_t k = 0;
    for (size_t i = 0; i < count; i++) {
        for (int c = 0; c < entries[i].check_count; c++, k++)
            printf("%s%d,%d", c ? " " : "", line_counts[k], ellipsized[k]);
        printf("\n");
    }
    printf("# seconds");
    for (int r = 0; r < repeats; r++) printf(" %.6f", seconds[r]);
    printf("\n# cpu-seconds");
    for (int r = 0; r < repeats; r++) printf(" %.6f", cpu[r]);
    printf("\n# checks %zu\n# fonts %d\n", total_checks, font_count);

    pango_font_description_free(desc);
    g_object_unref(layout);
    cairo_font_options_destroy(options);
    g_object_unref(context);
    g_object_unref(fontmap);
    for (size_t i = 0; i < count; i++) free(entries[i].text);
    free(entries);
    free(line_counts);
    free(ellipsized);
    free(seconds);
    free(cpu);
    return 0;
}
