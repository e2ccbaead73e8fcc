#include "report/plaintextrenderer.h"

namespace dtriage {

using namespace report;

namespace {

QString text(const Inline& spans)
{
    QString out;
    for (const Span& span : spans)
        out += oneLine(span.text);
    return out;
}

}  // namespace

QStringList PlainTextRenderer::lines(const Document& document)
{
    QStringList out;
    for (const Block& block : document) {
        switch (block.kind) {
        case Block::Kind::Heading:
            if (!out.isEmpty())
                out << QString();
            out << text(block.items.value(0));
            break;
        case Block::Kind::Paragraph:
            out << text(block.items.value(0));
            break;
        case Block::Kind::Bullets:
            for (const Inline& item : block.items)
                out << QString(2 * (block.level + 1), u' ') + text(item);
            break;
        case Block::Kind::Tasks:
            for (const Inline& item : block.items)
                out << QStringLiteral("  [ ] ") + text(item);
            break;
        case Block::Kind::Table:
            for (const QList<Inline>& row : block.rows) {
                QStringList cells;
                for (const Inline& cell : row)
                    cells << text(cell);
                out << cells.join(QStringLiteral("  "));
            }
            break;
        case Block::Kind::Diff:
        case Block::Kind::Commands: {
            QString body = block.text;
            if (body.endsWith(u'\n'))
                body.chop(1);
            out << body.split(u'\n');
            break;
        }
        }
    }
    return out;
}

}  // namespace dtriage
