#include "chrome/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>


namespace dtriage {

namespace {

struct PlatformLook {
    QString styleName;
    QPalette palette;
};

const PlatformLook& platformLook()
{
    // Taken once, before this file changes anything.
    static const PlatformLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

void setDisabledColors(QPalette& palette, const QColor& text, const QColor& base)
{
    for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::HighlightedText})
        palette.setColor(QPalette::Disabled, role, text);
    palette.setColor(QPalette::Disabled, QPalette::Base, base);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, text);
}

void setStyleNamed(const QString& name)
{
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(name);
}

}  // namespace

QPalette lightPalette()
{
    QPalette palette;
    palette.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::WindowText, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5));
    palette.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    palette.setColor(QPalette::ToolTipText, Qt::black);
    palette.setColor(QPalette::PlaceholderText, QColor(0x80, 0x80, 0x80));
    palette.setColor(QPalette::Text, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::Button, QColor(0xef, 0xef, 0xef));
    palette.setColor(QPalette::ButtonText, QColor(0x1e, 0x1e, 0x1e));
    palette.setColor(QPalette::BrightText, Qt::red);
    palette.setColor(QPalette::Light, Qt::white);
    palette.setColor(QPalette::Midlight, QColor(0xe3, 0xe3, 0xe3));
    palette.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    palette.setColor(QPalette::Dark, QColor(0x9f, 0x9f, 0x9f));
    palette.setColor(QPalette::Shadow, QColor(0x76, 0x76, 0x76));
    palette.setColor(QPalette::Link, QColor(0x1f, 0x6f, 0xc5));
    palette.setColor(QPalette::LinkVisited, QColor(0x7b, 0x3f, 0xb5));
    palette.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    setDisabledColors(palette, QColor(0xa0, 0xa0, 0xa0), QColor(0xef, 0xef, 0xef));
    return palette;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor text(0xe6, 0xe6, 0xe6);
    palette.setColor(QPalette::Window, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, QColor(0x24, 0x24, 0x24));
    palette.setColor(QPalette::AlternateBase, QColor(0x2e, 0x2e, 0x2e));
    palette.setColor(QPalette::ToolTipBase, QColor(0x2b, 0x2b, 0x2b));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8a));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x3c, 0x3c, 0x3c));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x55, 0x55));
    palette.setColor(QPalette::Light, QColor(0x50, 0x50, 0x50));
    palette.setColor(QPalette::Midlight, QColor(0x45, 0x45, 0x45));
    palette.setColor(QPalette::Mid, QColor(0x2a, 0x2a, 0x2a));
    palette.setColor(QPalette::Dark, QColor(0x20, 0x20, 0x20));
    palette.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    palette.setColor(QPalette::Link, QColor(0x5d, 0xad, 0xe2));
    palette.setColor(QPalette::LinkVisited, QColor(0xbb, 0x8f, 0xce));
    palette.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    setDisabledColors(palette, QColor(0x7f, 0x7f, 0x7f), QColor(0x30, 0x30, 0x30));
    return palette;
}

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Base).lightness() < palette.color(QPalette::Text).lightness();
}

void applyTheme(WorkbenchSettings::Theme theme)
{
    const PlatformLook& platform = platformLook();
    switch (theme) {
    case WorkbenchSettings::Theme::System:
        setStyleNamed(platform.styleName);
        QApplication::setPalette(platform.palette);
        return;
    case WorkbenchSettings::Theme::Light:
        setStyleNamed(QStringLiteral("Fusion"));
        QApplication::setPalette(lightPalette());
        return;
    case WorkbenchSettings::Theme::Dark:
        setStyleNamed(QStringLiteral("Fusion"));
        QApplication::setPalette(darkPalette());
        return;
    }
}

}  // namespace dtriage
