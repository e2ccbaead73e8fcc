#include "config/unifieddiff.h"

#include <QHash>

#include <algorithm>
#include <optional>
#include <vector>

namespace dtriage {

namespace {

// Lines keep their terminator, so a last line without "\n" differs from the same
// text with one: that is exactly how diff/git see a changed final newline.
std::vector<QByteArrayView> splitLines(const QByteArray& text)
{
    std::vector<QByteArrayView> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype nl = text.indexOf('\n', start);
        qsizetype end = nl < 0 ? text.size() : nl + 1;
        lines.emplace_back(text.constData() + start, end - start);
        start = end;
    }
    return lines;
}

// Lines become small integers so the O(ND) search compares ints, not bytes.
struct Numbered {
    std::vector<int> a, b;
};

using Region = UnifiedDiff::Region;

// Only the lines inside `changed` are numbered: no other line is ever compared.
Numbered numberLines(const std::vector<QByteArrayView>& a, const std::vector<QByteArrayView>& b,
                     const std::vector<Region>& changed)
{
    QHash<QByteArrayView, int> ids;
    Numbered out{std::vector<int>(a.size(), -1), std::vector<int>(b.size(), -2)};
    auto idOf = [&ids](QByteArrayView line) {
        auto it = ids.constFind(line);
        return it != ids.constEnd() ? *it : *ids.insert(line, int(ids.size()));
    };
    for (const Region& r : changed) {
        for (int i = r.beforeFirst; i < r.beforeEnd; ++i)
            out.a[size_t(i)] = idOf(a[size_t(i)]);
        for (int j = r.afterFirst; j < r.afterEnd; ++j)
            out.b[size_t(j)] = idOf(b[size_t(j)]);
    }
    return out;
}

// Myers' linear-space O(ND) diff (the "middle snake" divide and conquer), after
// trimming the common prefix and suffix of each sub-problem: a few edits in a
// 3,000-line file cost almost nothing, and even a full rewrite needs O(N) memory.
class Myers {
public:
    // Compares the lines inside `changed`; all others pair up unchanged.
    Myers(const std::vector<int>& a, const std::vector<int>& b, const std::vector<Region>& changed)
        : m_a(a), m_b(b), m_deleted(a.size(), false), m_inserted(b.size(), false)
    {
        for (const Region& r : changed)
            compare(r.beforeFirst, r.beforeEnd, r.afterFirst, r.afterEnd);
    }
    const std::vector<bool>& deleted() const { return m_deleted; }
    const std::vector<bool>& inserted() const { return m_inserted; }

private:
    struct Snake {
        int x0, y0, x1, y1;
    };

    void compare(int a0, int a1, int b0, int b1)
    {
        while (a0 < a1 && b0 < b1 && m_a[a0] == m_b[b0])
            ++a0, ++b0;
        while (a0 < a1 && b0 < b1 && m_a[a1 - 1] == m_b[b1 - 1])
            --a1, --b1;
        if (a0 == a1 || b0 == b1) {
            std::fill(m_deleted.begin() + a0, m_deleted.begin() + a1, true);
            std::fill(m_inserted.begin() + b0, m_inserted.begin() + b1, true);
            return;
        }
        const Snake s = middleSnake(a0, a1, b0, b1);
        if (s.x0 == a0 && s.y0 == b0 && s.x1 == a1 && s.y1 == b1) {
            // Cannot happen once prefix and suffix are trimmed (D >= 2 there), but a
            // split that makes no progress would recurse forever: replace the box.
            std::fill(m_deleted.begin() + a0, m_deleted.begin() + a1, true);
            std::fill(m_inserted.begin() + b0, m_inserted.begin() + b1, true);
            return;
        }
        compare(a0, s.x0, b0, s.y0);
        compare(s.x1, a1, s.y1, b1);
    }

    // Forward and backward searches meet on a snake that lies on an optimal path.
    Snake middleSnake(int a0, int a1, int b0, int b1)
    {
        const int n = a1 - a0, m = b1 - b0, delta = n - m;
        const int dmax = (n + m + 1) / 2;
        const int off = dmax + 1;
        m_vf.assign(2 * dmax + 3, 0);
        m_vb.assign(2 * dmax + 3, 0);
        m_vf[off + 1] = 0;  // forward: furthest x (relative to a0) on diagonal k = x - y
        m_vb[off + 1] = 0;  // backward: furthest distance from the end on diagonal c
        for (int d = 0; d <= dmax; ++d) {
            if (auto s = forward(a0, b0, n, m, delta, d, off))
                return *s;
            if (auto s = backward(a0, b0, n, m, delta, d, off))
                return *s;
        }
        return {a0, b0, a1, b1};  // unreachable: the searches always meet by dmax
    }

    std::optional<Snake> forward(int a0, int b0, int n, int m, int delta, int d, int off)
    {
        for (int k = -d; k <= d; k += 2) {
            int x = (k == -d || (k != d && m_vf[off + k - 1] < m_vf[off + k + 1]))
                        ? m_vf[off + k + 1]
                        : m_vf[off + k - 1] + 1;
            int y = x - k;
            const int xs = x, ys = y;
            while (x < n && y < m && m_a[a0 + x] == m_b[b0 + y])
                ++x, ++y;
            m_vf[off + k] = x;
            const int c = delta - k;  // the same diagonal seen from the end
            if ((delta & 1) && c >= -(d - 1) && c <= d - 1 && x + m_vb[off + c] >= n)
                return Snake{a0 + xs, b0 + ys, a0 + x, b0 + y};
        }
        return std::nullopt;
    }

    std::optional<Snake> backward(int a0, int b0, int n, int m, int delta, int d, int off)
    {
        for (int c = -d; c <= d; c += 2) {
            int u = (c == -d || (c != d && m_vb[off + c - 1] < m_vb[off + c + 1]))
                        ? m_vb[off + c + 1]
                        : m_vb[off + c - 1] + 1;
            int v = u - c;  // u, v: lines consumed from the ends of a and b
            const int us = u, vs = v;
            while (u < n && v < m && m_a[a0 + n - 1 - u] == m_b[b0 + m - 1 - v])
                ++u, ++v;
            m_vb[off + c] = u;
            const int k = delta - c;
            if (!(delta & 1) && k >= -d && k <= d && u + m_vf[off + k] >= n)
                return Snake{a0 + n - u, b0 + m - v, a0 + n - us, b0 + m - vs};
        }
        return std::nullopt;
    }

    const std::vector<int>& m_a;
    const std::vector<int>& m_b;
    std::vector<bool> m_deleted, m_inserted;
    std::vector<int> m_vf, m_vb;
};

// One line of the edit script: ' ' kept, '-' deleted, '+' inserted.
struct Op {
    char kind;
    int a, b;  // indexes into before/after; the one that does not apply is unused
};

std::vector<Op> editScript(const Myers& myers, int n, int m)
{
    std::vector<Op> ops;
    int i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && myers.deleted()[i]) {
            ops.push_back({'-', i++, j});
        } else if (j < m && myers.inserted()[j]) {
            ops.push_back({'+', i, j++});
        } else {
            ops.push_back({' ', i++, j++});
        }
    }
    return ops;
}

// "start,count" as diff prints it: the count is omitted when 1, and an empty
// range names the line before it.
QByteArray range(int start, int count)
{
    if (count == 1)
        return QByteArray::number(start + 1);
    return QByteArray::number(count == 0 ? start : start + 1) + ',' + QByteArray::number(count);
}

void appendLine(QByteArray& out, char kind, QByteArrayView line)
{
    out += kind;
    out += line;
    if (!line.endsWith('\n'))
        out += "\n\\ No newline at end of file\n";
}

void appendHunk(QByteArray& out, const std::vector<Op>& ops, size_t from, size_t to,
                const std::vector<QByteArrayView>& a, const std::vector<QByteArrayView>& b)
{
    int countA = 0, countB = 0;
    for (size_t i = from; i < to; ++i) {
        countA += ops[i].kind != '+';
        countB += ops[i].kind != '-';
    }
    out += "@@ -" + range(ops[from].a, countA) + " +" + range(ops[from].b, countB) + " @@\n";
    for (size_t i = from; i < to; ++i)
        appendLine(out, ops[i].kind, ops[i].kind == '+' ? b[ops[i].b] : a[ops[i].a]);
}

// Groups changes into hunks: two changes share a hunk when at most 2*context
// unchanged lines separate them, as GNU diff and git do.
void appendHunks(QByteArray& out, const std::vector<Op>& ops, int context,
                 const std::vector<QByteArrayView>& a, const std::vector<QByteArrayView>& b)
{
    const size_t n = ops.size();
    size_t i = 0;
    while (i < n) {
        while (i < n && ops[i].kind == ' ')
            ++i;
        if (i == n)
            break;
        size_t from = i >= size_t(context) ? i - context : 0;
        size_t end = i;  // one past the last changed op of this hunk
        size_t j = i;
        while (j < n) {
            if (ops[j].kind != ' ') {
                end = ++j;
                continue;
            }
            size_t run = j;
            while (run < n && ops[run].kind == ' ')
                ++run;
            if (run == n || run - j > size_t(2 * context))
                break;
            j = run;
        }
        const size_t to = std::min(n, end + context);
        appendHunk(out, ops, from, to, a, b);
        i = to;
    }
}

// True when `changed` leaves lines that pair up one to one: sorted, disjoint,
// inside both texts, the same number of lines between them on both sides. Regions
// come from a recorded diff too (unapply), which may have been tampered with.
bool pairsUp(const std::vector<Region>& changed, int n, int m)
{
    int beforeAt = 0, afterAt = 0;
    for (const Region& r : changed) {
        if (r.beforeFirst < beforeAt || r.afterFirst < afterAt || r.beforeEnd < r.beforeFirst
            || r.afterEnd < r.afterFirst || r.beforeEnd > n || r.afterEnd > m
            || r.beforeFirst - beforeAt != r.afterFirst - afterAt)
            return false;
        beforeAt = r.beforeEnd, afterAt = r.afterEnd;
    }
    return n - beforeAt == m - afterAt;
}

}  // namespace

QString UnifiedDiff::make(const QByteArray& before, const QByteArray& after,
                          const QString& label, int context)
{
    return make(before, after, label, context, {Region{0, lineCount(before), 0, lineCount(after)}});
}

QString UnifiedDiff::make(const QByteArray& before, const QByteArray& after, const QString& label, int context,
                          const std::vector<Region>& given)
{
    if (before == after)
        return {};
    context = std::max(context, 0);
    const auto a = splitLines(before);
    const auto b = splitLines(after);
    const int n = int(a.size()), m = int(b.size());
    const std::vector<Region> changed = pairsUp(given, n, m) ? given : std::vector<Region>{Region{0, n, 0, m}};
    const Numbered numbered = numberLines(a, b, changed);
    const Myers myers(numbered.a, numbered.b, changed);
    const auto ops = editScript(myers, int(a.size()), int(b.size()));

    QByteArray out;
    out.reserve(before.size() / 8 + 256);
    const QByteArray name = label.toUtf8();
    out += "--- a/" + name + "\n+++ b/" + name + "\n";
    appendHunks(out, ops, context, a, b);
    return QString::fromUtf8(out);
}

}  // namespace dtriage
