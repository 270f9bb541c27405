/// The HTML report's inline style and script.
enum HTMLPage {
    static let css = """
    body{font:14px/1.4 -apple-system,system-ui,sans-serif;margin:1.5em 2em;color:#222;background:#fff}
    h1{font-size:1.6em;margin:.2em 0}h2{font-size:1.3em;margin-top:1.6em}h3{font-size:1.05em;margin:1.2em 0 .3em}
    table{border-collapse:collapse;margin:.5em 0}th,td{border:1px solid #ddd;padding:.2em .5em;text-align:left;vertical-align:top}
    .totals td{text-align:right;font-variant-numeric:tabular-nums}
    .verdict{font-weight:bold}.status-0{color:#1a7f37}.status-1,.status-2{color:#cf222e}.scope,.hint{color:#555}
    .scroll{overflow-x:auto}
    .heatmap td{text-align:right;min-width:2.6em;cursor:pointer;font-variant-numeric:tabular-nums}.heatmap td:hover{outline:2px solid #0969da}
    .heatmap th{font-weight:normal;white-space:nowrap}
    .filters{position:sticky;top:0;z-index:1;background:#f6f8fa;padding:.5em;border:1px solid #ddd;display:flex;flex-wrap:wrap;gap:.4em 1em;align-items:center}
    .pager{margin:.5em 0}.pager button{margin-right:.5em}
    details.group{border:1px solid #ddd;border-left:5px solid #999;margin:.35em 0;padding:.2em .6em}
    details.group.worst-error{border-left-color:#cf222e}details.group.worst-warning{border-left-color:#bf8700}details.group.worst-info{border-left-color:#0969da}
    summary{cursor:pointer}summary code{font-size:1.05em;margin-right:.5em}
    .badge{display:inline-block;font-size:.85em;background:#eee;border-radius:3px;padding:0 .4em;margin-right:.3em}
    .badge.sev-error{background:#ffebe9;color:#cf222e}.badge.sev-warning{background:#fff8c5;color:#7d4e00}.badge.sev-info{background:#ddf4ff;color:#0969da}
    .badge.new{background:#cf222e;color:#fff}.badge.worse{background:#8250df;color:#fff}.badge.borderline{background:#fff;border:1px dashed #bf8700;color:#7d4e00}
    .rows{width:100%;margin:.5em 0}.rows td.text,.rows td.sees{white-space:pre-wrap;max-width:28em}.rows td.where{color:#555;font-size:.9em}
    .rows td.drawing{min-width:240px}.drawing svg{display:block;margin-bottom:.3em;border:1px dashed #ddd;background:#fff}
    td.sev-error{color:#cf222e}td.sev-warning{color:#7d4e00}.note{color:#555;font-style:italic}
    a[data-key],a[data-kind]{cursor:pointer}
    """
}
